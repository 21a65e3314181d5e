// libcurl for Swift: curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call, so each kind of argument gets a typed wrapper here.
#ifndef TAPROOM_CCURL_SHIM_H
#define TAPROOM_CCURL_SHIM_H

#include <curl/curl.h>

typedef size_t (*taproom_curl_data_callback)(char *data, size_t size, size_t count, void *context);
typedef int (*taproom_curl_progress_callback)(void *context, curl_off_t download_total, curl_off_t downloaded,
                                              curl_off_t upload_total, curl_off_t uploaded);

static inline CURLcode taproom_curl_set_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode taproom_curl_set_offset(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode taproom_curl_set_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode taproom_curl_set_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode taproom_curl_set_headers(CURL *handle, struct curl_slist *headers) {
    return curl_easy_setopt(handle, CURLOPT_HTTPHEADER, headers);
}

static inline CURLcode taproom_curl_set_write_function(CURL *handle, taproom_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_WRITEFUNCTION, callback);
}

static inline CURLcode taproom_curl_set_header_function(CURL *handle, taproom_curl_data_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_HEADERFUNCTION, callback);
}

static inline CURLcode taproom_curl_set_progress_function(CURL *handle, taproom_curl_progress_callback callback) {
    return curl_easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, callback);
}

static inline CURLcode taproom_curl_get_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
